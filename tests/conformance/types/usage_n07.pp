notice(String(Integer[1,2])) notice("${Hash[String, Integer]}") notice([Integer, String].join(', '))
