unwrap()
