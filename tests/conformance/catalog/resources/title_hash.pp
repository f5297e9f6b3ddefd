notify { { 'a' => 1 }: }
