from vikings_desktop.app import main

raise SystemExit(main())
