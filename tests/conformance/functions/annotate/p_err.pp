notice(annotate(String, 'x') || { {} })
