EnumTypeAccess
  : Expression<Type<Enum>> ('['
     values += Expression<String> (',' values += Expression<String>)*
    ']')
  ;
