TimestampTypeAccess
  : Expression<Type<Timestamp>> '[' exact = TimestampRangeValue ']'
  | Expression<Type<Timestamp>> '[' from = TimestampRangeValue ',' to = TimestampRangeValue ']'
  ;

TimestampRangeValue
  : Expression<Timestamp>
  | Expression<Initializer[Timestamp]>
  | Expression<String>
  | Expression<Integer>
  | Expression<Float>
  | 'default'
  ;
