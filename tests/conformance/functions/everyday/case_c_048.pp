notice(regsubst('hello', /(?<ls>l+)/, '<\k<ls>>'))
