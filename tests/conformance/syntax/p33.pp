notice('abc' =~ /b/ ? { true => $0, default => no })
