notice(Type('::Object'))
