# Numbered references expand to nothing when the pattern names groups; \0 and \k<name> work
notice(regsubst("foo", /(?<n>f)(o+)/, '<\1|\2|\0>'))
notice(regsubst("2020-01-05", /(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, '\k<d>/\k<m>/\k<y>'))
notice(regsubst("2020-01-05", /(\d+)-(\d+)-(\d+)/, '\3.\2.\1'))
