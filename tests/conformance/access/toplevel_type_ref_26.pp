notice(::Object)
