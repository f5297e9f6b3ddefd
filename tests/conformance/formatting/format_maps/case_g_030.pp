notice(String('abc', {Enum['abc'] => '%u', String => '%p'}))
