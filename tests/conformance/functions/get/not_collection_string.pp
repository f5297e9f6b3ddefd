notice(get("str", "x"))
