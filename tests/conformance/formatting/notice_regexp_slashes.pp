notice(/x\/y/)
notice([/a/, /b+c/])
notice(Regexp('a/b'))
