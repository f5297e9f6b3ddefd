LeftShiftExpression : Expression<R> '<<' Expression<R> ;
