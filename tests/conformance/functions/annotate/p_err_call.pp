notice(annotate(Integer, 1))
