notice(application, consumes, produces, site)
