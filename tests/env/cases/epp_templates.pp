include demo::tmpl
