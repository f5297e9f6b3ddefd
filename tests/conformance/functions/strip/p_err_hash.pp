notice(strip({a => " b "}))
