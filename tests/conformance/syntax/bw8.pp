notice(a::_)
