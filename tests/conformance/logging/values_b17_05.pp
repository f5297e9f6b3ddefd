$e = Error('m', 'k')
notice($e.message, $e.kind, $e.details, $e.issue_code)
