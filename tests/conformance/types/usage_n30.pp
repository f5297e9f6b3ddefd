notice(Array[Any] == Array) notice(Hash[Any, Any] == Hash) notice(Optional[Any] == Any)
