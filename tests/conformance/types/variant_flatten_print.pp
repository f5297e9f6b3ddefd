notice(Variant[Integer, Variant[Integer, String]])
notice(Variant[Variant[Integer], Variant[Integer]])
notice(Variant[String, Integer, String])
