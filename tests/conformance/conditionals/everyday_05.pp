notice(if true { })
