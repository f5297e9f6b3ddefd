# reference: only prefixed or decimal-digit strings pass Integer's argument pattern
notice(Integer('ff', 16))
