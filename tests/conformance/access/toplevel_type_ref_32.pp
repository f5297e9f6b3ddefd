notice(Type('::Optional[::String]'))
