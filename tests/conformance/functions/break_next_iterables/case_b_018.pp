notice(undef.lest || { break() })
