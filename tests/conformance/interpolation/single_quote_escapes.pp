notice('a\'b\\c\nd\$e')
notice('trailing\\')
