notice(regsubst('2024-05-17', '(?<y>\d+)-(?<m>\d+)-(?<d>\d+)', '\k<d>/\k<m>/\k<y>'))
notice(regsubst('abc', 'b', '\k'))
notice(regsubst('abc', '(b)', '\0\&\`\x\1\2'))
