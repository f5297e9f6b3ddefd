notice(empty(Sensitive("")))
