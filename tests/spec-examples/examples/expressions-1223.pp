ClassTypeAccess
  : Expression<Type<Class>
     ('['  names += Expression<String> (',' names += Expression<String>)* ']')?
  ;
