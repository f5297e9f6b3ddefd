notice(Type('Integer; String'))
