Resource['notify'] { 'r1': }
Resource[Notify] { 'r2': }
notice(Resource['notify', 'r1'])
notice(Notify['r1', 'r2'])
