//! The message files (`assets/i18n/<code>/*.ftl`): every one parses with no error, every
//! language has exactly English's messages, and no translation uses a variable that
//! English's message (which the code fills in) does not have.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use kibitz::game::fluent::{sources, FILES, SOURCES};
use kibitz::game::Lang;
use std::collections::{BTreeMap, BTreeSet};

/// A language's messages (and attributes, as `id.attribute`), each with the variables it
/// uses itself and the messages it names.
type Messages = BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)>;

fn messages(lang: Lang) -> Messages {
    let mut all = Messages::new();
    for (file, source) in FILES.iter().zip(sources(lang)) {
        let resource = fluent_syntax::parser::parse(*source)
            .unwrap_or_else(|(_, errors)| panic!("{lang}/{file}.ftl does not parse: {errors:?}"));
        for entry in resource.body {
            match entry {
                Entry::Junk { content } => panic!("{lang}/{file}.ftl has junk: {content}"),
                Entry::Message(m) => {
                    let mut found = (BTreeSet::new(), BTreeSet::new());
                    if let Some(value) = &m.value {
                        pattern(value, &mut found);
                    }
                    let id = m.id.name.to_string();
                    for a in &m.attributes {
                        let mut each = (BTreeSet::new(), BTreeSet::new());
                        pattern(&a.value, &mut each);
                        all.insert(format!("{id}.{}", a.id.name), each);
                    }
                    assert!(
                        all.insert(id.clone(), found).is_none(),
                        "{lang}: {id} is defined twice"
                    );
                }
                _ => {}
            }
        }
    }
    all
}

fn pattern(p: &Pattern<&str>, found: &mut (BTreeSet<String>, BTreeSet<String>)) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            self::expression(expression, found);
        }
    }
}

fn expression(e: &Expression<&str>, found: &mut (BTreeSet<String>, BTreeSet<String>)) {
    match e {
        Expression::Select { selector, variants } => {
            inline(selector, found);
            for v in variants {
                pattern(&v.value, found);
            }
        }
        Expression::Inline(i) => inline(i, found),
    }
}

fn inline(e: &InlineExpression<&str>, found: &mut (BTreeSet<String>, BTreeSet<String>)) {
    match e {
        InlineExpression::VariableReference { id } => {
            found.0.insert(id.name.to_string());
        }
        InlineExpression::MessageReference { id, .. } => {
            found.1.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => self::expression(expression, found),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline(a, found);
            }
        }
        _ => {}
    }
}

/// The variables `id` uses, through the messages it names too.
fn variables(all: &Messages, id: &str) -> BTreeSet<String> {
    let (own, named) = &all[id];
    let mut vars = own.clone();
    for other in named {
        assert!(
            all.contains_key(other),
            "{id} names {other}, which does not exist"
        );
        vars.extend(variables(all, other));
    }
    vars
}

#[test]
fn every_language_has_every_message_and_no_other() {
    assert_eq!(
        SOURCES.len(),
        Lang::ALL.len(),
        "a folder for every language"
    );
    let english = messages(Lang::En);
    assert!(
        english.len() > 300,
        "English has its messages: {}",
        english.len()
    );
    for lang in Lang::ALL.into_iter().skip(1) {
        let theirs = messages(lang);
        assert_eq!(sources(lang).len(), FILES.len(), "{lang} has every file");
        let missing: Vec<&String> = english
            .keys()
            .filter(|k| !theirs.contains_key(*k))
            .collect();
        let extra: Vec<&String> = theirs
            .keys()
            .filter(|k| !english.contains_key(*k))
            .collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{lang} has messages English lacks: {extra:?}"
        );
        for id in english.keys() {
            let (want, got) = (variables(&english, id), variables(&theirs, id));
            let unknown: Vec<&String> = got.difference(&want).collect();
            assert!(
                unknown.is_empty(),
                "{lang} {id} uses {unknown:?}, never given"
            );
        }
    }
}

#[test]
fn every_file_of_every_language_is_read() {
    for lang in Lang::ALL {
        let folder = format!("{}/assets/i18n/{}", env!("CARGO_MANIFEST_DIR"), lang.code());
        let mut files: Vec<String> = std::fs::read_dir(&folder)
            .unwrap_or_else(|e| panic!("{folder}: {e}"))
            .map(|f| f.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        files.sort();
        let mut read: Vec<String> = FILES.iter().map(|f| format!("{f}.ftl")).collect();
        read.sort();
        assert_eq!(files, read, "{lang}");
    }
}

#[test]
fn english_names_only_messages_that_exist() {
    let english = messages(Lang::En);
    for id in english.keys() {
        variables(&english, id);
    }
}
