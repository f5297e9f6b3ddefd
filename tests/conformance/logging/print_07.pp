notice(Sensitive("s").unwrap)
