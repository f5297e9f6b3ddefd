notice(empty())
