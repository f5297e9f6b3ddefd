notice('abab'.match(/(ab)\1/))
notice('xyzzy'.match(/(.)\1/))
