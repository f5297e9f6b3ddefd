notice(split('a  b', /\s*/))
