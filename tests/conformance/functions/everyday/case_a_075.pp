notice(empty(Binary('')))
