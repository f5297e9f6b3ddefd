notice(upcase("ﬀ"))
notice(downcase("ΣΑΣ"))
notice(capitalize("ŉx"))
notice(upcase("i̇"))
