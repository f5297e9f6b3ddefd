$h = { 'message' => 'from hash' }
notify { 'a': withpath => true, * => $h }
