notice(split("a1b", /(?<d>\d)|(x)/))
notice(split("a1b2c", /(\d)/))
