include demo::res
notice(Notify["from demo::res"])
