notice('unterminated)
