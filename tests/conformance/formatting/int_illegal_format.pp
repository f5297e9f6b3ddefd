notice(String(1, '%d'))
notice(String(1, '%q'))
