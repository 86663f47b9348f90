//! The slash commands: one small function each, as poise wants them; the doc comment is the
//! command's description and each option has its own.

use super::answer::{
    answer_when_ready, described_channel, refuse_as, refuse_unreadable, respond, send_answer,
};
use super::buttons::{start_game, start_in_thread};
use super::choices::VariantChoice;
use super::learn;
use super::teams::{self, TeamOptions, VotersOption};
use super::{ask, channel_key, correspondence, locales_of, player, request_of};
use super::{Context, Data, Error};
use crate::game::PickStep;
use crate::game::{Answer, BotLevel, ChallengePick, ColorChoice, Command, Fixed, Lang, Opponent};
use crate::game::{Problem, UsageError};
use crate::rules::Variant;
use poise::serenity_prelude as serenity;

#[derive(Copy, Clone, Debug, poise::ChoiceParameter)]
pub enum ColorOption {
    White,
    Black,
    Random,
}

#[derive(Copy, Clone, Debug, poise::ChoiceParameter)]
pub enum AnswerOption {
    #[name = "offer / ask"]
    Offer,
    Accept,
    Decline,
}

impl From<AnswerOption> for Answer {
    fn from(a: AnswerOption) -> Answer {
        match a {
            AnswerOption::Offer => Answer::Offer,
            AnswerOption::Accept => Answer::Accept,
            AnswerOption::Decline => Answer::Decline,
        }
    }
}

/// Challenge someone (or anyone here) to a game
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "The variant to play"] variant: VariantChoice,
    #[description = "Who to challenge; leave empty to let anyone here accept"] opponent: Option<
        serenity::User,
    >,
    #[description = "Your colour (random if not given)"] color: Option<ColorOption>,
    #[description = "A chess clock instead of a time per move: 5+3 (minutes + seconds a move) or 2d+1d (days)"]
    #[max_length = 16]
    clock: Option<String>,
    #[description = "Days per move, 1 to 14 (3 days if no time is given)"]
    #[min = 1]
    #[max = 14]
    days: Option<u32>,
    #[description = "Hours per move, 1 to 336"]
    #[min = 1]
    #[max = 336]
    hours: Option<u32>,
    #[description = "Minutes per move, for a fast game (1 to 1440)"]
    #[min = 1]
    #[max = 1440]
    minutes: Option<u32>,
    #[description = "Against Kibitz itself: its level, 1 (beginner) to 8 (full strength); 3 if not given"]
    #[min = 1]
    #[max = 8]
    level: Option<u8>,
    #[description = "Whether the game counts for ratings (yes if not given)"] rated: Option<bool>,
    #[description = "This channel plays as a team, each move by /vote, against me or another channel"]
    team: Option<bool>,
    #[description = "For a team game: the channel whose team to play"]
    #[channel_types("Text")]
    channel: Option<serenity::PartialChannel>,
    #[description = "For a team game: how long each move's vote lasts (10m, 2h, 1d; 1 minute to 3 days)"]
    #[max_length = 12]
    vote: Option<String>,
    #[description = "For a team game: whether the tally shows who voted for what (hidden if not given)"]
    voters: Option<VotersOption>,
) -> Result<(), Error> {
    let team_options = TeamOptions {
        channel,
        vote,
        voters,
    };
    if !team.unwrap_or(false) && teams::refuse_stray(ctx, &team_options).await? {
        return Ok(());
    }
    let time = match super::choices::time_per_move(days, hours, minutes) {
        Ok(time) => time,
        Err(why) => return refuse_as(ctx, why).await,
    };
    let clock = match super::choices::clock(clock.as_deref(), days.or(hours).or(minutes).is_some())
    {
        Ok(clock) => clock,
        Err(problem) => return refuse_unreadable(ctx, &UsageError::of("challenge", problem)).await,
    };
    if clock.is_some() && team.unwrap_or(false) {
        let problem = Problem::NoClockForTeams;
        return refuse_unreadable(ctx, &UsageError::of("challenge", problem)).await;
    }
    let against_me = opponent
        .as_ref()
        .is_some_and(|o| o.id == ctx.framework().bot_id());
    if opponent.as_ref().is_some_and(|o| o.bot) && !against_me {
        return refuse_as(ctx, Fixed::OtherBots).await;
    }
    // Discord keeps the level within the option's range (min and max above).
    let level = match level.map(BotLevel::new) {
        Some(None) => return refuse_as(ctx, Fixed::BotLevelRange).await,
        level => level.flatten(),
    };
    let Ok(named) = Opponent::named(opponent.as_ref().map(player), against_me, level) else {
        return refuse_as(ctx, Fixed::LevelIsForBot).await;
    };
    let challenge = teams::Challenge {
        variant: variant.into(),
        opponent: named,
        color: match color.unwrap_or(ColorOption::Random) {
            ColorOption::White => ColorChoice::White,
            ColorOption::Black => ColorChoice::Black,
            ColorOption::Random => ColorChoice::Random,
        },
        time,
        rated: rated.unwrap_or(true),
    };
    if team.unwrap_or(false) {
        return teams::challenge(ctx, challenge, team_options).await;
    }
    let command = Command::Challenge {
        variant: challenge.variant,
        opponent: challenge.opponent,
        color: challenge.color,
        time: challenge.time,
        clock,
        rated: challenge.rated,
    };
    match opponent.filter(|_| against_me) {
        Some(me) => play_me(ctx, command, &me, variant.into()).await,
        None => respond(ctx, command).await,
    }
}

/// A game against the bot: it accepts at once, and the game gets a thread of its own like any
/// game (or stays here if no thread can be opened). The bot's moves are posted there.
async fn play_me(
    ctx: Context<'_>,
    command: Command,
    me: &serenity::User,
    variant: Variant,
) -> Result<(), Error> {
    let name = format!(
        "{} v {} · {}",
        player(ctx.author()).name,
        player(me).name,
        variant.title()
    );
    let start = |game_channel| {
        let mut request = request_of(ctx, command);
        request.channel = channel_key(game_channel);
        ask(ctx.data(), request, None)
    };
    let work = start_in_thread(
        ctx.serenity_context(),
        ctx.data(),
        (ctx.channel_id(), described_channel(ctx)),
        &name,
        start,
    );
    answer_when_ready(ctx, work).await
}

/// Accept a challenge here: the one made to you, else the oldest open one; the game gets a thread
#[poise::command(slash_command)]
pub async fn accept(
    ctx: Context<'_>,
    #[description = "Whose challenge to accept (if several wait here)"] challenger: Option<
        serenity::User,
    >,
) -> Result<(), Error> {
    let pick = challenger.as_ref().map(|u| ChallengePick::From(player(u)));
    // A refusal comes before the deferral, so it is private; the deferral (opening a thread
    // takes a moment) makes the announcement of the game public.
    let deferred = || async {
        ctx.defer().await?;
        Ok(())
    };
    let author = (ctx.author(), locales_of(ctx));
    let channel = (ctx.channel_id(), described_channel(ctx));
    // Refused after the deferral (someone else took the challenge meanwhile), the refusal
    // still comes privately (see `send_reply`).
    let begun = start_game(
        ctx.serenity_context(),
        ctx.data(),
        author,
        channel,
        pick,
        deferred,
    );
    send_answer(ctx, begun.await).await
}

/// Decline a challenge made to you
#[poise::command(slash_command)]
pub async fn decline(
    ctx: Context<'_>,
    #[description = "Whose challenge to decline (if several are made to you)"] challenger: Option<
        serenity::User,
    >,
) -> Result<(), Error> {
    let pick = challenger.as_ref().map(|u| ChallengePick::From(player(u)));
    respond(ctx, Command::Decline(pick)).await
}

/// Withdraw your challenge
#[poise::command(slash_command)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, Command::Cancel).await
}

/// The challenges waiting here
#[poise::command(slash_command)]
pub async fn challenges(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, Command::Challenges).await
}

/// Play a move: e4, Nf3, O-O, e8=Q, N@e4 (or e2e4); leave it out to pick it from menus
#[poise::command(slash_command, rename = "move")]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Your move in SAN or coordinates; start typing to see the legal ones"]
    #[autocomplete = "super::choices::autocomplete_move"]
    #[max_length = 40]
    r#move: Option<String>,
) -> Result<(), Error> {
    match r#move {
        Some(text) => respond(ctx, Command::Move(text)).await,
        None => pick_move(ctx).await,
    }
}

/// `/move` with no move: the move picker's first menu, for the author only.
async fn pick_move(ctx: Context<'_>) -> Result<(), Error> {
    let (commands, user) = (ctx.data().commands.clone(), player(ctx.author()));
    let (channel, locales) = (channel_key(ctx.channel_id()), locales_of(ctx));
    let picker = tokio::task::spawn_blocking(move || {
        commands.move_picker(&user, &channel, PickStep::Piece, None, &locales)
    })
    .await
    .unwrap_or_else(|e| Err(Box::new(crate::game::failed(Lang::default(), e))));
    let shown = match &picker {
        Ok(picker) => poise::CreateReply::default()
            .content(picker.prompt.clone())
            .components(super::button_ids::ButtonId::picker_menus(picker)),
        Err(reply) => poise::CreateReply::default().content(reply.text.clone()),
    };
    ctx.send(shown.ephemeral(true)).await?;
    Ok(())
}

/// Show the board of the game here
#[poise::command(slash_command)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, Command::Board).await
}

/// Resign the game here
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, Command::Resign).await
}

/// Offer a draw, or answer an offer
#[poise::command(slash_command)]
pub async fn draw(
    ctx: Context<'_>,
    #[description = "Offer, accept or decline (offer if not given)"] answer: Option<AnswerOption>,
) -> Result<(), Error> {
    respond(
        ctx,
        Command::Draw(answer.unwrap_or(AnswerOption::Offer).into()),
    )
    .await
}

/// Ask to take your last move back, or answer such a request
#[poise::command(slash_command)]
pub async fn takeback(
    ctx: Context<'_>,
    #[description = "Ask, accept or decline (ask if not given)"] answer: Option<AnswerOption>,
) -> Result<(), Error> {
    respond(
        ctx,
        Command::Takeback(answer.unwrap_or(AnswerOption::Offer).into()),
    )
    .await
}

/// The variants Kibitz hosts
#[poise::command(slash_command)]
pub async fn variants(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, Command::Variants).await
}

/// Your games everywhere, and whose turn it is
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, Command::Games).await
}

/// The moves of the game here, with its record as a PGN file
#[poise::command(slash_command)]
pub async fn history(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, Command::History).await
}

/// The board of your most urgent game where it is your move
#[poise::command(slash_command)]
pub async fn next(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, Command::Next).await
}

/// All your finished games as one PGN file, sent to you privately
#[poise::command(slash_command)]
pub async fn export(ctx: Context<'_>) -> Result<(), Error> {
    respond(ctx, Command::Export).await
}

/// The language Kibitz speaks to you (on Discord, your client's)
#[poise::command(slash_command)]
pub async fn language(ctx: Context<'_>) -> Result<(), Error> {
    let show = Command::Language {
        setting: crate::game::LanguageSetting::Show,
        room: false,
        may_moderate: false,
    };
    respond(ctx, show).await
}

/// What Kibitz can do
#[poise::command(slash_command)]
pub async fn help(
    ctx: Context<'_>,
    #[description = "One command to explain"] command: Option<String>,
) -> Result<(), Error> {
    respond(ctx, Command::Help(command)).await
}

/// Every slash command.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![
        challenge(),
        accept(),
        decline(),
        cancel(),
        challenges(),
        super::teams::vote(),
        play(),
        board(),
        learn::moves(),
        resign(),
        draw(),
        takeback(),
        learn::rules(),
        variants(),
        games(),
        history(),
        learn::replay(),
        learn::analysis(),
        super::puzzles::puzzle(),
        super::puzzles::solve(),
        export(),
        next(),
        correspondence::web(),
        correspondence::ratings(),
        correspondence::notify(),
        correspondence::premove(),
        correspondence::vacation(),
        super::tournaments::tournament(),
        super::moderate::adjudicate(),
        language(),
        help(),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::commands::{Kind, Opt, COMMANDS, TOURNAMENT};
    use poise::ChoiceParameter;
    use serde_json::Value;

    /// Every command of the table is a slash command with the same options (names, order,
    /// types, whether required, ranges, lengths, choices), and there is no other.
    #[test]
    fn the_slash_commands_are_the_command_table() {
        let registered = commands();
        let mut names: Vec<&str> = registered.iter().map(|c| &*c.name).collect();
        let mut table: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
        names.sort_unstable();
        table.sort_unstable();
        assert_eq!(names, table);
        for spec in COMMANDS {
            let command = registered.iter().find(|c| c.name == spec.name).unwrap();
            let json = serde_json::to_value(command.create_as_slash_command().unwrap()).unwrap();
            let options = json["options"].as_array().cloned().unwrap_or_default();
            if spec.name == "tournament" {
                // Subcommands (type 1), each with the options of the table's.
                let got: Vec<&str> = options
                    .iter()
                    .map(|o| o["name"].as_str().unwrap())
                    .collect();
                let want: Vec<&str> = TOURNAMENT.iter().map(|s| s.name).collect();
                assert_eq!(got, want, "/tournament");
                for (sub, spec) in options.iter().zip(TOURNAMENT) {
                    assert_eq!(sub["type"].as_u64(), Some(1));
                    let inner = sub["options"].as_array().cloned().unwrap_or_default();
                    same_options(&format!("tournament {}", spec.name), &inner, spec.options);
                }
                continue;
            }
            same_options(spec.name, &options, spec.options);
        }
    }

    /// The options Discord is given for `/name` are `spec`'s: names, order, types, whether
    /// required, ranges, lengths, choices.
    fn same_options(name: &str, options: &[Value], spec: &[Opt]) {
        let got: Vec<&str> = options
            .iter()
            .map(|o| o["name"].as_str().unwrap())
            .collect();
        let want: Vec<&str> = spec.iter().map(|o| o.name).collect();
        assert_eq!(got, want, "/{name}");
        for (option, opt) in options.iter().zip(spec) {
            let what = format!("/{name} {}", opt.name);
            // Discord's number fields may come as floats (`1.0`).
            let number = |key: &str| option.get(key).and_then(Value::as_f64).map(|n| n as i64);
            assert_eq!(
                option["required"].as_bool().unwrap_or(false),
                opt.required,
                "{what}"
            );
            let kind = option["type"].as_u64().unwrap();
            match opt.kind {
                Kind::User => assert_eq!(kind, 6, "{what}"),
                Kind::Flag => assert_eq!(kind, 5, "{what}"),
                Kind::Channel => assert_eq!(kind, 7, "{what}"),
                Kind::Number { min, max } => {
                    assert_eq!(kind, 4, "{what}");
                    // No bound of its own: Discord's largest integer (2^53 - 1) or none.
                    let max_value = number("max_value").filter(|&n| n != (1 << 53) - 1);
                    assert_eq!((number("min_value"), max_value), (Some(min), max), "{what}");
                }
                Kind::Text { max_length } => {
                    assert_eq!(kind, 3, "{what}");
                    assert_eq!(number("max_length"), max_length.map(i64::from), "{what}");
                }
                Kind::Variant | Kind::Choice(_) => {
                    let shown: Vec<String> = option["choices"]
                        .as_array()
                        .unwrap_or_else(|| panic!("{what} has no choices"))
                        .iter()
                        .map(|c| c["name"].as_str().unwrap().to_lowercase())
                        .collect();
                    let words: Vec<&str> = match opt.kind {
                        Kind::Choice(words) => words.to_vec(),
                        _ => Variant::ALL.iter().map(|v| v.title()).collect(),
                    };
                    assert_eq!(shown.len(), words.len(), "{what}");
                    for (name, word) in shown.iter().zip(words) {
                        assert!(
                            name.contains(&word.to_lowercase()),
                            "{what}: {name} for {word}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_variant_menu_is_every_variant_in_order() {
        let names: Vec<String> = VariantChoice::list()
            .iter()
            .map(|c| c.name.to_string())
            .collect();
        let titles: Vec<&str> = Variant::ALL.iter().map(|v| v.title()).collect();
        assert_eq!(names, titles);
        for (i, v) in Variant::ALL.iter().enumerate() {
            assert_eq!(VariantChoice::from_index(i).map(Variant::from), Some(*v));
        }
    }
}
