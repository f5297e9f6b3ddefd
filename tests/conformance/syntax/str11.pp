notice("unterminated)
