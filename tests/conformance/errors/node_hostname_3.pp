node "a b" {}
notice(1)
