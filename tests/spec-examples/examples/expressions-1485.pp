TimespanTypeAccess
  : Expression<Type<Timespan>> '[' exact = TimespanRangeValue ']'
  | Expression<Type<Timespan>> '[' from = TimespanRangeValue ',' to = TimespanRangeValue ']'
  ;

TimespanRangeValue
  : Expression<Timespan>
  | Expression<Initializer[Timespan]>
  | Expression<String>
  | Expression<Integer>
  | Expression<Float>
  | 'default'
  ;
