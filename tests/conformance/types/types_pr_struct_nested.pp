notice(Struct[{name => String, tags => Optional[Array[String]], 'meta' => Hash[String, Data]}])
